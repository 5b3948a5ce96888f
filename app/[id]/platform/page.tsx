import { landingRoute } from '../landing-route';

const route = landingRoute('platform');

// Only the known slugs exist; any other id falls through to the 404 screen, which keeps menu and footer.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
