/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { guidePaths, guideRoutes } from '@/lib/content/guide-registry';
import { guideBySlug } from '@/lib/content/guides';
import { GuidePage } from './guide-page';

const noRecords = { activity: null, alcohol: null, riskFactors: null, healthAnswers: null, pain: null, checkIns: null };

describe('GuidePage', () => {
  it.each(guidePaths)('%s renders its guide, urgent signs, the GP message and dated sources', (path) => {
    const guide = guideBySlug(guideRoutes[path].slug);
    render(<GuidePage path={path} records={noRecords as never} />);

    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    expect(screen.getByText(guide.summary)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    expect(screen.getByRole('heading', { name: 'Get help urgently if' })).toBeInTheDocument();
    expect(screen.getByText(guide.urgent.signs[0]!)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Medical advice' })).toHaveTextContent(
      'Noticed a change? See your GP.',
    );

    const sources = within(screen.getByRole('region', { name: 'Sources' }));
    const first = guide.sources[0]!;
    expect(sources.getByRole('link', { name: first.title })).toHaveAttribute('href', first.url);
    expect(sources.getAllByRole('listitem')).toHaveLength(guide.sources.length);
    // Each with its date, but a page whose date is not yet checked (`undated`), which is shown without one.
    for (const [index, item] of sources.getAllByRole('listitem').entries()) {
      const source = guide.sources[index]!;
      if (source.undated) expect(item).toHaveTextContent(new RegExp(`: ${source.title.replace(/[()]/g, '\\$&')}$`));
      else expect(item).toHaveTextContent(/(published|last reviewed) .*\d{4}\)$/);
    }
  });

  it('shows the sources with their dates as precisely as they were written', () => {
    render(<GuidePage path="/fitness" records={{ activity: null }} />);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(sources).toHaveTextContent(
      "UK Chief Medical Officers: UK Chief Medical Officers' Physical Activity Guidelines (published September 2019)",
    );
    expect(sources).toHaveTextContent('This guide was last reviewed on 23 November 2026.');
  });

  it('cites the NHS page its urgent signs come from, without a date until its own date is checked', () => {
    render(<GuidePage path="/pain" records={{ pain: null }} />);
    const sources = within(screen.getByRole('region', { name: 'Sources' }));
    expect(sources.getByRole('link', { name: 'Breast pain' })).toHaveAttribute(
      'href',
      'https://www.nhs.uk/conditions/breast-pain/',
    );
    expect(sources.getByRole('link', { name: 'Breast pain' }).closest('li')).toHaveTextContent(/^NHS: Breast pain$/);
  });

  it('has no "your records" section on a guide without personal parts', () => {
    render(<GuidePage path="/pharmacy" />);
    expect(screen.queryByRole('region', { name: 'Your records' })).not.toBeInTheDocument();
  });

  it('puts each personal part of a guide in "your records", saying how to add what is missing', () => {
    render(
      <GuidePage path="/lifestyle" records={{ riskFactors: null, alcohol: { unitsPerWeek: 21 }, activity: null }} />,
    );
    const records = within(screen.getByRole('region', { name: 'Your records' }));
    expect(records.getByText(/21 units a week/)).toBeInTheDocument();
    expect(records.getByRole('link', { name: 'Answer the health questions' })).toHaveAttribute('href', '/personal');
    expect(records.getByRole('link', { name: 'Add your activity' })).toHaveAttribute(
      'href',
      '/personal?section=lifestyle',
    );
  });
});

describe('GuidePage props', () => {
  // The checks that matter here are the @ts-expect-error lines: `npx tsc --noEmit` fails if a route could leave out
  // the records its guide shows, or pass ones it does not.
  it('asks each route for exactly the records its guide shows', () => {
    // @ts-expect-error /fitness shows her activity, so it must pass it (null when she has none)
    const missing = <GuidePage path="/fitness" />;
    // @ts-expect-error /nutrition does not show pain records
    const extra = <GuidePage path="/nutrition" records={{ alcohol: null, pain: null }} />;
    const none = <GuidePage path="/baby" />;
    expect([missing, extra, none].map((element) => element.props.path)).toEqual(['/fitness', '/nutrition', '/baby']);
  });
});
