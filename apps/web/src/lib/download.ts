/**
 * The one way the app hands the browser a file: a hidden link is followed, so the page stays where it is and
 * the browser saves the file. `href` is a signed storage link that answers as an attachment, or an object URL
 * of bytes already fetched (then `fileName` names the saved file).
 */
export function downloadThroughLink(href: string, fileName = ""): void {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
