import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'Is it valid?', content: 'Yes, once signed.' },
  { id: 'b', title: 'How long?', content: 'Two days.' },
  { id: 'c', title: 'Can I change it?', content: 'For seven days.' },
];

describe('Accordion', () => {
  it('opens and closes answers independently, announcing the state', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Is it valid?' });
    const second = screen.getByRole('button', { name: 'How long?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, once signed.')).not.toBeInTheDocument();

    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is it valid?' })).toHaveTextContent('Yes, once signed.');
    expect(screen.getByRole('region', { name: 'How long?' })).toHaveTextContent('Two days.');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Yes, once signed.')).not.toBeInTheDocument();
    expect(screen.getByText('Two days.')).toBeVisible();
  });

  it('puts each question in a heading', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});
