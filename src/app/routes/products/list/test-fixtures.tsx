// The products page as the dashboard shows it (inside the feature flags and
// batch-job polling providers), with known option lists, a known signed-in
// user and recorded product list queries: shared by the page's tests.
import { server } from "@mocks/node";
import { renderPage } from "@tests/support/render";
import {
  getGetAuthMockHandler,
  getGetAuthResponseMock,
  getGetCollectionsMockHandler,
  getGetCollectionsResponseMock,
  getGetProductCategoriesMockHandler,
  getGetProductCategoriesResponseMock,
  getGetProductsMockHandler,
  getGetProductsResponseMock,
  getGetProductTagsMockHandler,
  getGetProductTagsResponseMock,
  getGetProductTypesMockHandler,
  getGetProductTypesResponseMock,
  getGetSalesChannelsMockHandler,
  getGetSalesChannelsResponseMock,
  getGetStoreMockHandler,
  getGetStoreResponseMock,
} from "@generated/mocks/admin/admin";
import { FeatureFlagProvider } from "@app/providers/feature-flags";
import { PollingProvider } from "@app/providers/polling/PollingProvider";
import ProductListPage from "./ProductListPage";

export type Product = ReturnType<typeof getGetProductsResponseMock>["products"][number];

export const USER_ID = "usr_test";

export const product = (id: string, title: string, extra: Partial<Product> = {}): Product => ({
  ...getGetProductsResponseMock().products[0],
  id,
  title,
  status: "draft",
  thumbnail: null,
  variants: [],
  ...extra,
});

export const PRODUCTS = [product("prod_1", "Shirt"), product("prod_2", "Cap"), product("prod_3", "Mug")];

/** Answers the option lists, the store's flags and the user; records each products list query. */
export function answerProductsPage({ categories = true, products = PRODUCTS } = {}) {
  const listQueries: URLSearchParams[] = [];
  const collection = getGetCollectionsResponseMock().collections[0];
  const category = getGetProductCategoriesResponseMock().product_categories[0];
  const tag = getGetProductTagsResponseMock().product_tags[0];
  const type = getGetProductTypesResponseMock().product_types[0];
  const channel = getGetSalesChannelsResponseMock().sales_channels[0];
  server.use(
    getGetProductsMockHandler(({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return { products, count: products.length, offset: 0, limit: 15 };
    }),
    getGetStoreMockHandler({
      store: { ...getGetStoreResponseMock().store, feature_flags: [{ key: "product_categories", value: categories }, { key: "sales_channels", value: true }], modules: [] },
    }),
    getGetAuthMockHandler({ user: { ...getGetAuthResponseMock().user, id: USER_ID } }),
    getGetCollectionsMockHandler({
      collections: [
        { ...collection, id: "pcol_summer", title: "Summer" },
        { ...collection, id: "pcol_winter", title: "Winter" },
      ],
      count: 2,
      offset: 0,
      limit: 200,
    }),
    getGetProductCategoriesMockHandler({
      product_categories: [
        { ...category, id: "pcat_apparel", name: "Apparel", parent_category_id: null },
        { ...category, id: "pcat_shirts", name: "Shirts", parent_category_id: "pcat_apparel" },
      ],
      count: 2,
      offset: 0,
      limit: 200,
    }),
    getGetProductTagsMockHandler({ product_tags: [{ ...tag, id: "ptag_cotton", value: "cotton" }], count: 1, offset: 0, limit: 200 }),
    getGetProductTypesMockHandler({ product_types: [{ ...type, id: "ptyp_apparel", value: "Apparel" }], count: 1, offset: 0, limit: 200 }),
    getGetSalesChannelsMockHandler({ sales_channels: [{ ...channel, id: "sc_web", name: "Web shop" }], count: 1, offset: 0, limit: 200 }),
  );
  return listQueries;
}

export const renderProductsPage = (url = "/a/products") =>
  renderPage(
    <FeatureFlagProvider>
      <PollingProvider>
        <ProductListPage />
      </PollingProvider>
    </FeatureFlagProvider>,
    { path: "/a/products", url, others: ["/a/products/:id", "/a/products/new"] },
  );
