export { getSession, logout, sessionQueryOptions, useLogoutMutation, type TLogoutRequest } from './api';
export { LoginPage } from './routes/login-page';
