import type {
  ModAction,
  ModActionBody,
  ModReport,
  ModReportDetail,
  MyModeration,
  ReportBody,
} from '@ludotheque/protocol';
import { type ApiResult, send } from '../api/send.js';

/** An answer of the moderation API: the value, or the refusal's code (`offline` when the network failed). */
export type ModResult<T> = ApiResult<T>;

export const sendReport = (body: ReportBody) => send<{ id: string }>('POST', '/api/reports', body);
export const fetchMine = () => send<MyModeration>('GET', '/api/me/moderation');
export const fetchIsModerator = () => send<{ moderator: true }>('GET', '/api/mod/me');
export const fetchReports = () => send<{ reports: ModReport[] }>('GET', '/api/mod/reports');
export const fetchReport = (id: string) => send<ModReportDetail>('GET', `/api/mod/reports/${encodeURIComponent(id)}`);
export const fetchLog = () => send<{ actions: ModAction[] }>('GET', '/api/mod/log');
export const act = (body: ModActionBody) => send<ModAction>('POST', '/api/mod/actions', body);
