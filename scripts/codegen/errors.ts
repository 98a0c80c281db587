/** A contract problem, reported as file, JSON pointer and reason. */
export class ContractError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${file}#${pointer || "/"}: ${reason}`);
  }
}
