// The columns of an exported table and how a cell reads: the contract's, shared with the server's school archive.
export { cellText, type ExportColumn, type ExportTable } from '@/contract/table-export';
