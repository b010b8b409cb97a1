// swagger-ui-dist ships no types; the host uses one function of it.
declare module 'swagger-ui-dist/absolute-path.js' {
  /** The folder of Swagger UI's built files. */
  export default function getAbsoluteFSPath(): string;
}
