/**
 * Every call of docs/requirements.md §7: the back-office's list calls (issue 20), its staff and
 * audit calls and the site's content (issue 37); each is a POST to the API base plus the route.
 * Who may call each: apiAccess (api-access.ts).
 */
export const apiRoutes = {
  examplesGetAll: 'Examples/GetAll',
  examplesQuery: 'Examples/Query',
  examplesCreate: 'Examples/Create',
  examplesUpdate: 'Examples/Update',
  examplesDeleteById: 'Examples/DeleteById',
  authLogin: 'Auth/Login',
  emailSendMail: 'Email/SendMail',
  messagesQuery: 'Messages/Query',
  messagesGetById: 'Messages/GetById',
  messagesRetry: 'Messages/Retry',
  contentDrafts: 'Content/Drafts',
  contentSave: 'Content/Save',
  contentPublish: 'Content/Publish',
  contentHistory: 'Content/History',
  contentRestore: 'Content/Restore',
  contentLive: 'Content/Live',
  messagesSetMarks: 'Messages/SetMarks',
  messagesDeleteById: 'Messages/DeleteById',
  messagesExport: 'Messages/Export',
  authChangePassword: 'Auth/ChangePassword',
  staffQuery: 'Staff/Query',
  staffCreate: 'Staff/Create',
  staffUpdate: 'Staff/Update',
  staffResetPassword: 'Staff/ResetPassword',
  auditQuery: 'Audit/Query',
} as const;

export type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];
