import { storeCsvColumns } from "@vitrine/contract";

/** A ready-to-fill file: the header and two example rows, one with neither address nor position. */
export const STORES_CSV_TEMPLATE =
  [
    storeCsvColumns.join(","),
    "PAR-001,Paris Rivoli,Europe/Paris,city; flagship,99 rue de Rivoli,,Paris,75001,,FR,48.8606,2.3376",
    "LYS-KIOSK-2,Lyon Part-Dieu kiosk,Europe/Paris,kiosk,,,,,,,,",
  ].join("\r\n") + "\r\n";

/** A `data:` link to the template, so downloading it needs no server round trip. */
export const csvTemplateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(STORES_CSV_TEMPLATE)}`;
