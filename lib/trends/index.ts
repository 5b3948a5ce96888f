// The wellbeing check-ins, the symptom diaries and their trends: pure logic shared by the pages, the server actions and the seed.
export * from './days';
export * from './scale';
export * from './score';
export * from './symptoms';
export * from './phq4';
export * from './series';
export * from './frequency';
export * from './patterns';
export * from './records';
export * from './dashboard';
export { buildDemoYear, type DemoCheck, type DemoCheckIn, type DemoFinding, type DemoYear } from './demo-year';
