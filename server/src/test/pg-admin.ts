/** The same server URL pointing at another database (tests create and drop their own). */
export const adminUrl = (url: string, dbName = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
};
