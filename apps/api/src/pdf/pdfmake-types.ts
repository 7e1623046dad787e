/** The pdfmake types the templates share ("pdfmake/interfaces" does not resolve under NodeNext). */
import type pdfmake from "pdfmake";

export type { Content, TableCell } from "pdfmake";
export type DocumentDefinition = Parameters<typeof pdfmake.createPdf>[0];
/** What pdfmake's `pageBreakBefore` is given: the node, and questions about its neighbours. */
export type PageBreakNode = Parameters<NonNullable<DocumentDefinition["pageBreakBefore"]>>[0];
export type PageBreakQueries = Parameters<NonNullable<DocumentDefinition["pageBreakBefore"]>>[1];
