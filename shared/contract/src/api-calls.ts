import type { ApiRoute } from './api-routes';
import type {
  ContentDrafts,
  DraftMeta,
  LiveContent,
  Publications,
  RestorePublicationRequest,
  SaveContentRequest,
} from './content/content-requests';
import type {
  ContactMessage,
  ContactMessageSummary,
  MessageIdRequest,
  MessageMarksRequest,
  MessagesExportInput,
  MessagesPage,
  MessagesQueryInput,
} from './schemas/contact-message-schema';
import type { SendMailRequest } from './schemas/contact-schema';
import type { ExampleQueryRequest, ExamplesPage } from './schemas/example-query-schema';
import type {
  DeleteExampleRequest,
  Example,
  ExampleFormValues,
  UpdateExampleRequest,
} from './schemas/example-schema';
import type { LoginRequest, LoginResponse } from './schemas/login-schema';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  CreateAccountRequest,
  ResetPasswordRequest,
  StaffAccount,
  UpdateAccountRequest,
} from './staff/account-schema';
import type { AuditPage, AuditQueryRequest } from './staff/audit-schema';

/**
 * Every call typed: what its body is and what its answer's `data` is. The API's handlers and the
 * apps' calls are checked against it; types only, so no bundle pays for it.
 */
export interface ApiCalls {
  'Examples/GetAll': { request: undefined; data: Example[] };
  'Examples/Query': { request: ExampleQueryRequest; data: ExamplesPage };
  'Examples/Create': { request: ExampleFormValues; data: string };
  'Examples/Update': { request: UpdateExampleRequest; data: string };
  'Examples/DeleteById': { request: DeleteExampleRequest; data: string };
  'Auth/Login': { request: LoginRequest; data: LoginResponse };
  'Email/SendMail': { request: SendMailRequest; data: string };
  'Messages/Query': { request: MessagesQueryInput; data: MessagesPage };
  'Messages/GetById': { request: MessageIdRequest; data: ContactMessage };
  'Messages/Retry': { request: MessageIdRequest; data: string };
  'Content/Drafts': { request: undefined; data: ContentDrafts };
  'Content/Save': { request: SaveContentRequest; data: DraftMeta };
  'Content/Publish': { request: undefined; data: string };
  'Content/History': { request: undefined; data: Publications };
  'Content/Restore': { request: RestorePublicationRequest; data: string };
  'Content/Live': { request: undefined; data: LiveContent };
  'Messages/SetMarks': { request: MessageMarksRequest; data: ContactMessageSummary };
  'Messages/DeleteById': { request: MessageIdRequest; data: string };
  'Messages/Export': { request: MessagesExportInput; data: string };
  'Auth/ChangePassword': { request: ChangePasswordRequest; data: ChangePasswordResponse };
  'Staff/Query': { request: undefined; data: StaffAccount[] };
  'Staff/Create': { request: CreateAccountRequest; data: StaffAccount };
  'Staff/Update': { request: UpdateAccountRequest; data: StaffAccount };
  'Staff/ResetPassword': { request: ResetPasswordRequest; data: StaffAccount };
  'Audit/Query': { request: AuditQueryRequest; data: AuditPage };
}

/** A check that ApiCalls names every route of apiRoutes and nothing else. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const everyRouteTyped: Exactly<keyof ApiCalls, ApiRoute> = true;

export type ApiRequest<TRoute extends ApiRoute> = ApiCalls[TRoute]['request'];
export type ApiData<TRoute extends ApiRoute> = ApiCalls[TRoute]['data'];
