import { Navigate, redirect, useLoaderData, useParams, type RouteObject } from 'react-router';
import { renderRoutes } from '../src/prerender/renderRoutes';

function Lawyer() {
  const { lawyerId } = useParams();
  const city = useLoaderData<string>();
  return (
    <h1>
      {lawyerId} in {city}
    </h1>
  );
}

const routes: RouteObject[] = [
  { path: '/lawyer-profile/:lawyerId', loader: () => 'Pune', Component: Lawyer },
  { path: '/lazy', lazy: async () => ({ Component: () => <p>loaded on demand</p> }) },
  { path: '/old', loader: () => redirect('/new') },
  { path: '/order-confirmation', Component: () => <Navigate to="/marketplace" replace /> },
  { path: '/order-tracking', handle: { prerender: false }, Component: () => <p>your order</p> },
  {
    id: 'post',
    path: '/post/:postId',
    loader: ({ params }) => ({ title: `Post ${params.postId}`, body: 'What it says' }),
    handle: { meta: (data: unknown) => ({ title: (data as { title: string }).title, description: (data as { body: string }).body }) },
    Component: () => <h1>{useLoaderData<{ title: string }>().title}</h1>,
  },
  {
    path: '/broken-loader',
    loader: () => {
      throw new Error('no data');
    },
    Component: () => <p>never</p>,
  },
  {
    path: '/broken-render',
    Component: () => {
      throw new Error('render failed');
    },
  },
];

describe('renderRoutes', () => {
  it("renders the matching route with its params and its loader's data, lazy routes included", async () => {
    expect(await renderRoutes(routes, '/lawyer-profile/priya')).toEqual({ html: '<h1>priya<!-- --> in <!-- -->Pune</h1>' });
    expect(await renderRoutes(routes, '/lazy')).toEqual({ html: '<p>loaded on demand</p>' });
  });

  it("gives the page's own title and description from the route's handle and its loader data", async () => {
    expect(await renderRoutes(routes, '/post/7')).toEqual({ html: '<h1>Post 7</h1>', meta: { title: 'Post 7', description: 'What it says' } });
  });

  it('escapes what the URL carries', async () => {
    const markup = (await renderRoutes(routes, '/lawyer-profile/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'))?.html;
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toContain('<img');
  });

  it('gives null, for the app to answer in the browser, on no match, a redirect, a failing loader or render', async () => {
    expect(await renderRoutes(routes, '/nowhere')).toBeNull();
    expect(await renderRoutes(routes, '/old')).toBeNull();
    expect(await renderRoutes(routes, '/broken-loader')).toBeNull();
    expect(await renderRoutes(routes, '/broken-render')).toBeNull();
  });

  it('gives null for a screen that renders nothing on the server (it redirects in the browser)', async () => {
    expect(await renderRoutes(routes, '/order-confirmation')).toBeNull();
  });

  it('does not render a route that depends on what only the browser has (handle.prerender false)', async () => {
    expect(await renderRoutes(routes, '/order-tracking')).toBeNull();
  });

  it('does not render URLs longer than any real one (10,000-character ids)', async () => {
    expect(await renderRoutes(routes, `/lawyer-profile/${'a'.repeat(10_000)}`)).toBeNull();
  });
});
