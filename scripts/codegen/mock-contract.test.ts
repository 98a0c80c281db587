// The recordings in the mock contract: Prism's first examples, an empty twin
// of each list; orval's view without them (the unit tests' faker data).
import { describe, expect, it } from "vitest";
import { ContractError } from "./errors.ts";
import { deriveMockContract, forFaker } from "./mock-contract.ts";

const contract = () => ({
  openapi: "3.0.0",
  paths: {
    "/admin/orders": {
      get: {
        operationId: "GetOrders",
        responses: {
          "200": { content: { "application/json": { schema: { type: "object" } } } },
          "500": { $ref: "#/components/responses/500_error" },
        },
      },
    },
  },
  components: { schemas: {}, responses: { "500_error": { content: { "application/json": { example: { message: "boom" } } } } } },
});

const orders = { orders: [{ id: "order_1" }], count: 1, offset: 0, limit: 15 };
type Op = { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }>; $ref?: string }> };
const getOrders = (doc: Record<string, unknown>) => (doc.paths as Record<string, { get: Op }>)["/admin/orders"].get;

describe("deriveMockContract with recordings", () => {
  it("makes the recording the first example, then an empty list, and keeps the error answers", () => {
    const { mock } = deriveMockContract(contract(), { GetOrders: { recorded: orders } });
    const op = getOrders(mock);
    const examples = op.responses["200"].content!["application/json"].examples!;
    expect(Object.keys(examples)).toEqual(["recorded", "empty"]);
    expect(examples.recorded.value).toEqual(orders);
    expect(examples.empty.value).toEqual({ orders: [], count: 0, offset: 0, limit: 15 });
    expect(op.responses["500"].$ref).toBe("#/components/responses/error_500");
  });

  it("stops on a recording of an operation the contract does not have", () => {
    expect(() => deriveMockContract(contract(), { GetNothing: { recorded: {} } }, (id) => `openapi/examples/admin/${id}.json`)).toThrow(ContractError);
  });
});

describe("forFaker", () => {
  it("leaves orval the success answers without the recordings", () => {
    const op = getOrders(forFaker(deriveMockContract(contract(), { GetOrders: { recorded: orders } }).mock));
    expect(Object.keys(op.responses)).toEqual(["200"]);
    expect(op.responses["200"].content!["application/json"].examples).toBeUndefined();
  });
});
