/** Every route path of the site, once (spec point 2). */
export const paths = {
  home: '/',
  esimPro: '/esim-pro',
  notFound: '*',
} as const;
