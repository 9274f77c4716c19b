export { getSession, logout, sessionQueryOptions, useLogoutMutation, type TLogoutRequest } from './api';
