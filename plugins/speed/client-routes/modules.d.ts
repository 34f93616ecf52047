/** Written by the client-routes plugin into .docusaurus/client-routes/. */
declare module '@generated/client-routes/groups' {
  const groups: { pathPrefix: string; load: () => Promise<unknown> }[];
  export default groups;
}
