/** English texts of the console's error reports page (loaded with the administrators' texts, en-admin.ts). */
export const enAdminMonitoring = {
  errorReports: {
    pageTitle: 'Error reports',
    title: 'Error reports',
    description:
      "Errors the web app met in visitors' browsers, newest first. They are kept here while the domain sends them to no error-reporting service; reports leave out personal data and amounts.",
    listLabel: 'Error reports of this domain',
    time: 'Received',
    level: 'Level',
    message: 'Message',
    url: 'Page',
    release: 'Release',
    levels: {
      fatal: 'Fatal',
      error: 'Error',
      warning: 'Warning',
      log: 'Log',
      info: 'Info',
      debug: 'Debug',
    },
    empty: 'No error reported. Errors the web app meets will be listed here.',
    loadMore: 'Load more',
    allShown_one: 'The one report is shown.',
    allShown_other: 'All {{count}} reports are shown.',
  },
};
