import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'about', label: 'About', content: <p>About the expert</p> },
  { value: 'reviews', label: 'Reviews', content: <p>What clients say</p> },
  { value: 'booking', label: 'Book', content: <p>Pick a slot</p> },
] as const;

function Controlled() {
  const [value, setValue] = useState<(typeof items)[number]['value']>('reviews');
  return (
    <>
      <Tabs label="Profile" items={[...items]} value={value} onValueChange={setValue} />
      <p>Chosen: {value}</p>
    </>
  );
}

describe('Tabs', () => {
  it('shows the first tab’s panel, labelled by its tab, with one tab in the Tab order', () => {
    render(<Tabs label="Profile" items={[...items]} />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeInTheDocument();
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    expect(about).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(panel).toHaveTextContent('About the expert');
    expect(about).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('What clients say')).toBeNull();
  });

  it('chooses a tab when tapped, and tells its owner', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('What clients say');
    await user.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Book' })).toHaveTextContent('Pick a slot');
    expect(screen.getByText('Chosen: booking')).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping), Home and End, choosing as the focus goes', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Profile" items={[...items]} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Reviews' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(await screen.findByRole('tabpanel', { name: 'About' })).toHaveFocus();
  });
});
