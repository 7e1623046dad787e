import { PRODUCT_NAME } from "@portal/contracts/ui";

/** React places a rendered <title> in the document head: each page names itself in the browser tab. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | ${PRODUCT_NAME}`}</title>;
}
