/** Every call of spec §7; each is a POST to the API base plus the route. */
export const apiRoutes = {
  examplesGetAll: 'Examples/GetAll',
  examplesCreate: 'Examples/Create',
  examplesUpdate: 'Examples/Update',
  examplesDeleteById: 'Examples/DeleteById',
  authLogin: 'Auth/Login',
  emailSendMail: 'Email/SendMail',
} as const;

export type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];
