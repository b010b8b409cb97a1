// The CSV of an exported table: the contract's, shared with the server's school archive.
export { toCsv } from '@/contract/table-export';
