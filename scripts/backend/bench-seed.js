// Seeds BENCH_PRODUCTS (default 5000) published products and BENCH_CUSTOMERS
// (default 10000) customers (a third with an account; no orders) into the bench's own
// database (scripts/backend/bench-up.sh; never the e2e one), each with one
// option, one variant, a usd and an eur price, the default sales channel and
// the default shipping profile: what POST /admin/products would create, but by
// direct SQL (INSERT ... SELECT generate_series, one transaction, ~1-2 s)
// instead of 5 000 HTTP calls; the customers likewise. Idempotent: fixed ids +
// ON CONFLICT DO NOTHING, and nothing is done for what is already there.
// Also records the admin's answer to the usage-data question (opted out), as
// the e2e store has one, so that its dialog does not cover the pages measured.
// Run from the Medusa work folder (it requires its `pg`), with DATABASE_URL.
const { Client } = require("pg");

const N = Number(process.env.BENCH_PRODUCTS || 5000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 10000);

// $1 = N. Ids are prefix + zero-padded number ("prod_bench_00001"); created_at
// is one minute apart so that the default sort (-created_at) is stable.
const SEED = `
WITH n AS (SELECT i, lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product (id, title, subtitle, description, handle, status, is_giftcard, discountable, created_at, updated_at)
SELECT 'prod_bench_' || k, 'Bench product ' || k, 'Bench', 'Seeded by scripts/backend/bench-seed.js',
       'bench-product-' || k, 'published', false, true,
       timestamptz '2024-01-01' + i * interval '1 minute', timestamptz '2024-01-01' + i * interval '1 minute'
FROM n ON CONFLICT DO NOTHING;

WITH n AS (SELECT lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product_option (id, title, product_id) SELECT 'opt_bench_' || k, 'Size', 'prod_bench_' || k FROM n ON CONFLICT DO NOTHING;

WITH n AS (SELECT i, lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product_variant (id, title, product_id, sku, inventory_quantity, manage_inventory, allow_backorder, variant_rank)
SELECT 'variant_bench_' || k, 'One size', 'prod_bench_' || k, 'BENCH-' || k, 100 + i % 50, true, false, 0
FROM n ON CONFLICT DO NOTHING;

WITH n AS (SELECT lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product_option_value (id, value, option_id, variant_id)
SELECT 'optval_bench_' || k, 'One size', 'opt_bench_' || k, 'variant_bench_' || k FROM n ON CONFLICT DO NOTHING;

-- currency prices (no region), as seed.json's variants have
WITH n AS (SELECT i, lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i),
     c AS (SELECT * FROM (VALUES ('usd', 0), ('eur', 100)) AS c (code, plus))
INSERT INTO money_amount (id, currency_code, amount)
SELECT 'ma_bench_' || c.code || '_' || k, c.code, 1000 + (i % 90) * 100 + c.plus FROM n, c ON CONFLICT DO NOTHING;

WITH n AS (SELECT lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i),
     c AS (SELECT * FROM (VALUES ('usd'), ('eur')) AS c (code))
INSERT INTO product_variant_money_amount (id, money_amount_id, variant_id)
SELECT 'pvma_bench_' || c.code || '_' || k, 'ma_bench_' || c.code || '_' || k, 'variant_bench_' || k FROM n, c
ON CONFLICT DO NOTHING;

WITH n AS (SELECT lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product_sales_channel (product_id, sales_channel_id)
SELECT 'prod_bench_' || k, sc.id FROM n, (SELECT id FROM sales_channel ORDER BY created_at LIMIT 1) sc
ON CONFLICT DO NOTHING;

WITH n AS (SELECT lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO product_shipping_profile (profile_id, product_id)
SELECT sp.id, 'prod_bench_' || k FROM n, (SELECT id FROM shipping_profile WHERE type = 'default' LIMIT 1) sp
ON CONFLICT DO NOTHING;
`;

// $1 = CUSTOMERS; the same ids, emails and one-minute steps as the products.
const SEED_CUSTOMERS = `
WITH n AS (SELECT i, lpad(i::text, 5, '0') AS k FROM generate_series(1, $1::int) AS i)
INSERT INTO customer (id, email, first_name, last_name, phone, has_account, created_at, updated_at)
SELECT 'cus_bench_' || k, 'bench-customer-' || k || '@example.com', 'Bench', 'Customer ' || k, '+1 555 ' || k, i % 3 = 0,
       timestamptz '2024-01-01' + i * interval '1 minute', timestamptz '2024-01-01' + i * interval '1 minute'
FROM n ON CONFLICT DO NOTHING
`;

const ANALYTICS_OPT_OUT = `
INSERT INTO analytics_config (id, user_id, opt_out, anonymize)
SELECT 'acfg_bench_admin', u.id, true, false FROM "user" u
WHERE u.email = 'admin@example.com' AND u.deleted_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM analytics_config a WHERE a.user_id = u.id AND a.deleted_at IS NULL)
ON CONFLICT DO NOTHING`;

/** Runs `sql`'s statements with $1 = n in one transaction, unless `count` already reaches n. */
async function seed(client, what, countSql, sql, n) {
  const count = async () => Number((await client.query(countSql)).rows[0].count);
  const before = await count();
  if (before >= n) {
    console.error(`[bench-seed] ${before} bench ${what} already there`);
    return;
  }
  const t0 = Date.now();
  await client.query("BEGIN");
  try {
    // one statement per query: pg's extended protocol (parameters) takes one at a time
    for (const statement of sql.split(/;\s*\n/).map((s) => s.replace(/^--.*$/gm, "").trim()).filter(Boolean)) {
      await client.query(statement, [n]);
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  }
  console.error(`[bench-seed] ${(await count()) - before} ${what} added (${n} in all) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(ANALYTICS_OPT_OUT);
    await seed(client, "products", "SELECT count(*) FROM product WHERE id LIKE 'prod_bench_%' AND deleted_at IS NULL", SEED, N);
    await seed(client, "customers", "SELECT count(*) FROM customer WHERE id LIKE 'cus_bench_%' AND deleted_at IS NULL", SEED_CUSTOMERS, CUSTOMERS);
  } finally {
    await client.end();
  }
}

main().catch((e) => {
  console.error(`[bench-seed] ${e.message}`);
  process.exit(1);
});
