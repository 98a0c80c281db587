// The panel's texts, the `qa` part of every locale (scripts/vite/mock-qa.ts).
declare module "virtual:qa-texts" {
  const texts: import("i18next").Resource;
  export default texts;
}
