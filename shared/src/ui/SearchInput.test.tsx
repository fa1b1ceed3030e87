import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput } from './SearchInput';

function Harness() {
  const [value, setValue] = useState('');
  return <SearchInput label="Search providers" value={value} onValueChange={setValue} />;
}

describe('SearchInput', () => {
  it('has one labelled clear button, shown with text, that empties the box and returns focus to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search providers' });
    expect(screen.queryByRole('button')).toBeNull();
    await user.type(box, 'legal');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'deed');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search providers' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search providers' })).toHaveFocus();
  });

  it('takes at most 200 characters, even pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search providers' });
    expect(box).toHaveAttribute('maxLength', '200');
    await user.click(box);
    await user.paste('a'.repeat(100_000));
    expect((box as HTMLInputElement).value).toHaveLength(200);
  });
});
