/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { FIXTURES } from '@/lib/risk/questionnaire/fixtures';
import { questionnaireSchema } from '@/lib/risk/questionnaire';
import { ChangedNotice } from './changed-notice';
import { YourAnswers } from './your-answers';

const answers = questionnaireSchema.parse(FIXTURES[1]!.answers);

describe('YourAnswers', () => {
  it('gives every section its own Change link, named for the section, opening that section', () => {
    render(<YourAnswers draft={answers} />);
    const links = within(screen.getByTestId('your-answers')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Change your answers about you', '/personal?section=aboutYou'],
      ['Change your periods and pregnancies answers', '/personal?section=periods'],
      ['Change your breast health answers', '/personal?section=breastHistory'],
      ['Change your family history answers', '/personal?section=family'],
      ['Change your lifestyle answers', '/personal?section=lifestyle'],
    ]);
    expect(screen.getByRole('link', { name: 'Change your family history answers' })).toHaveClass('min-h-11');
  });

  it('says in a few words what she answered in each section', () => {
    render(<YourAnswers draft={answers} />);
    const row = (title: string) => screen.getByText(title, { selector: 'dt' }).parentElement!;
    expect(row('Your family')).toHaveTextContent('2 relatives with cancer');
    expect(row('Your breast health')).toHaveTextContent('2 biopsies');
    expect(row('Your lifestyle')).toHaveTextContent('6 units of alcohol a week, 150 active minutes a week');
  });
});

describe('ChangedNotice', () => {
  it('says which section was saved and that the results are new, and takes focus', () => {
    render(<ChangedNotice section="family" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Your family history answers have been saved and your results below have been worked out again.',
    );
    expect(notice).toHaveFocus();
  });
});
