import { ownerOfPath } from './federation/areaOwners';

// Module Federation's own start-up has just run in this task; the app's start-up gets tasks of
// its own, so no single one blocks the main thread for long (Lighthouse TBT, issue #7).
setTimeout(() => {
  // A deep link into an area starts fetching that area's remote now, while React and the router
  // download; the router's route patching then joins the same load instead of starting it.
  const area = ownerOfPath(window.location.pathname);
  if (area) {
    import(/* webpackChunkName: "area-loader" */ './federation/areaRoutes').then(({ loadAreaRoutes }) => loadAreaRoutes(area)).catch(() => undefined); // remembered by loadAreaRoutes: the router shows the area panel
  }

  // The async boundary lets Module Federation negotiate the shared singletons before React loads.
  // Both chunks are named: the delivery build preloads them for a deep link (@nyaya/delivery).
  setTimeout(() => import(/* webpackChunkName: "app" */ './bootstrap'));
});
