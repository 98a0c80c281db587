// Renders a page as the app does (Chakra system, fresh query client, router),
// at a given URL, with the generated MSW handlers answering.
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createQueryClient } from "@app/api/query-client";
import { MedusaProvider } from "@app/providers/medusa";
import { system } from "@app/theme/system";

export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const utils = render(
    <ChakraProvider value={system}>
      <MedusaProvider config={{ backendUrl: "http://medusa.test" }} queryClient={queryClient}>
        <RouterProvider router={router} />
      </MedusaProvider>
    </ChakraProvider>,
  );
  return { ...utils, user, router, queryClient };
}

/** One page at one path, plus stand-ins that show where navigation went. */
export function renderPage(element: ReactElement, options: { path?: string; url?: string; others?: string[] } = {}) {
  const { path = "/", url = path, others = [] } = options;
  return renderRoutes([{ path, element }, ...others.map((p) => ({ path: p, element: <p>{`at ${p}`}</p> }))], url);
}
