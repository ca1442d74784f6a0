import { productCsvColumns } from "@vitrine/contract";

/** A ready-to-fill file: the header and two example rows, one with a quoted comma and line break. */
export const PRODUCT_CSV_TEMPLATE =
  [
    productCsvColumns.join(","),
    'OAK-TABLE-180,Oak dining table,"Solid oak, seats six.",1299.00,EUR,https://example.com/images/oak-table.jpg,https://example.com/shop/oak-table',
    'LINEN-CHAIR,Linen chair,"Soft linen cover.\nMachine washable.",189.50,EUR,,https://example.com/shop/linen-chair',
  ].join("\r\n") + "\r\n";

/** A `data:` link to the template, so downloading it needs no server round trip. */
export const productCsvTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(PRODUCT_CSV_TEMPLATE)}`;
