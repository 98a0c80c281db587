// Downloads a file the server offers at an address, in place: a link clicked
// for the user once the address arrived. No new tab, which a popup blocker may
// stop after the wait for the address; the file comes as a download (a file
// service answers with a file type browsers save), and the dashboard stays.
import { webAddress } from "@app/lib/web-address";

/** False, and nothing opened, when the address is no web address (see webAddress). */
export function downloadFile(address: string): boolean {
  const href = webAddress(address);
  if (!href) return false;
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  link.rel = "noopener noreferrer";
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
