/** The pdfmake types the templates share ("pdfmake/interfaces" does not resolve under NodeNext). */
import type pdfmake from "pdfmake";

export type { Content, TableCell } from "pdfmake";
export type DocumentDefinition = Parameters<typeof pdfmake.createPdf>[0];
