import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from './FilterChips';

const OPTIONS = ['All', 'Pending', 'Completed'] as const;
type Option = (typeof OPTIONS)[number];

/** A list whose rows for a filter arrive when the test says so (a slow render stands in for it). */
function slowRows() {
  const arrived = new Map<Option, string>();
  const waiting = new Map<Option, { promise: Promise<void>; resolve: () => void }>();
  const wait = (filter: Option) => {
    let found = waiting.get(filter);
    if (!found) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      found = { promise, resolve };
      waiting.set(filter, found);
    }
    return found;
  };
  function Rows({ filter }: { filter: Option }) {
    const rows = arrived.get(filter);
    // Suspends until the rows arrive, as a list that is still rendering would hold its commit.
    if (rows === undefined) throw wait(filter).promise;
    return <p>{rows}</p>;
  }
  const arrive = (filter: Option, rows: string) => {
    arrived.set(filter, rows);
    wait(filter).resolve();
  };
  return { Rows, arrive };
}

function Owner({ Rows, onChange }: { Rows: (props: { filter: Option }) => React.ReactNode; onChange?: (value: Option) => void }) {
  const [filter, setFilter] = useState<Option>('All');
  return (
    <>
      <FilterChips
        label="Show items"
        options={OPTIONS}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          onChange?.(next);
        }}
        counts={{ All: 3, Pending: 2, Completed: 1 }}
      />
      <Suspense fallback={<p>Loading…</p>}>
        <Rows filter={filter} />
      </Suspense>
    </>
  );
}

describe('FilterChips', () => {
  it('are toggle buttons in a named group, one pressed', async () => {
    const { Rows, arrive } = slowRows();
    arrive('All', 'three items');
    await act(async () => {
      render(<Owner Rows={Rows} />);
    });
    const group = screen.getByRole('group', { name: 'Show items' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('show the chip pressed at once while the list it filters is still rendering', async () => {
    const user = userEvent.setup();
    const chosen: Option[] = [];
    const { Rows, arrive } = slowRows();
    arrive('All', 'three items');
    await act(async () => {
      render(<Owner Rows={Rows} onChange={(value) => chosen.push(value)} />);
    });
    expect(await screen.findByText('three items')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Completed/ }));
    // The owner's change renders in a transition: the old list stays (no fallback), the chip moves.
    expect(screen.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('three items')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(chosen).toEqual(['Completed']);

    await act(async () => arrive('Completed', 'one item'));
    expect(await screen.findByText('one item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('work from the keyboard', async () => {
    const user = userEvent.setup();
    const { Rows, arrive } = slowRows();
    arrive('All', 'three items');
    arrive('Pending', 'two items');
    await act(async () => {
      render(<Owner Rows={Rows} />);
    });
    screen.getByRole('button', { name: /^All/ }).focus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('two items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
