import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedExpertsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { SavedExperts } from './SavedExperts';

const render = () => renderRoutes([{ path: '/profile', element: <SavedExperts /> }], '/profile');

function list() {
  return screen.getByRole('region', { name: 'Saved experts' });
}

describe('SavedExperts', () => {
  it('lists each saved expert with organisation and fee, linking to the profile', async () => {
    savedExpertsStore.set(['priya-sharma', 'rajesh-iyer']);
    render();
    const priya = await screen.findByRole('link', { name: /Adv\. Priya Sharma/ });
    expect(priya).toHaveTextContent('Sharma & Associates');
    expect(priya).toHaveTextContent('₹500 per consultation');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.setup().click(priya);
    expect(await screen.findByTestId('location')).toHaveTextContent('/lawyer-profile/adv.-priya-sharma');
  });

  it('removes an expert from the store with Remove', async () => {
    savedExpertsStore.set(['priya-sharma', 'rajesh-iyer']);
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Adv. Priya Sharma from saved experts' }));
    expect(screen.queryByRole('link', { name: /Priya Sharma/ })).toBeNull();
    expect(savedExpertsStore.get()).toEqual(['rajesh-iyer']);
  });

  it('skips an id the data no longer has, and keeps it in the store', async () => {
    savedExpertsStore.set(['retired-expert', 'rajesh-iyer']);
    render();
    expect(await screen.findByRole('link', { name: /Adv\. Rajesh Iyer/ })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Adv. Rajesh Iyer from saved experts' }));
    expect(savedExpertsStore.get()).toEqual(['retired-expert']);
  });

  it('says how to save one when there is none (unknown ids alone count as none)', async () => {
    savedExpertsStore.set(['retired-expert']);
    render();
    expect(await screen.findByText('No saved experts yet. Tap Save Expert on an expert’s profile.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Find experts' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/experts$/);
  });
});
