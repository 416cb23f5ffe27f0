import { createBrowserRouter } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';

/** The route table (spec point 2). Every page is its own chunk, loaded when first visited. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.home, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
            { path: paths.notFound, lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
          ],
        },
      ],
    },
  ]);
}
