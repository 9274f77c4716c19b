import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { useActiveSession } from '../../session';
import { welcomeMessagesQueryOptions } from '../api';

const WelcomeMessagesDialog = lazyDialog(() => import('./welcome-messages-dialog').then((m) => m.WelcomeMessagesDialog));

const alreadyGreeted = (userId: string): boolean => readStored('session', STORAGE_KEYS.welcomeShown) === userId;

/**
 * Asks for the welcome messages and loads the dialog while the start-up's last calls run, so that the dialog
 * opens together with the shell instead of after it (unless this login session was greeted already).
 */
export function prefetchWelcome(queryClient: QueryClient, license: string, userId: string): void {
  if (alreadyGreeted(userId)) return;
  void queryClient.prefetchQuery(welcomeMessagesQueryOptions(license));
  void WelcomeMessagesDialog.preload();
}

/**
 * After start-up, once per login session (spec 000 §2.6): when there are processes with new messages
 * (the new-messages feed answers OnlyUnread), a dialog lists them. The session flag holds the user's id,
 * so another user logging in in the same tab is greeted too. The start-up asks ahead (prefetchWelcome); a shell
 * that mounts without it (a later start) asks here, and the dialog's code loads beside the question.
 */
export function WelcomeDialog() {
  const { license, userInit } = useActiveSession();
  const userId = userInit.User.Id;
  const [alreadyShown] = useState(() => alreadyGreeted(userId));
  const [open, setOpen] = useState(true);
  const query = useQuery({ ...welcomeMessagesQueryOptions(license), enabled: !alreadyShown });

  useEffect(() => {
    if (!alreadyShown) void WelcomeMessagesDialog.preload();
  }, [alreadyShown]);

  useEffect(() => {
    // Asked once: whatever the answer, this login session is not greeted again.
    if (query.data) writeStored('session', STORAGE_KEYS.welcomeShown, userId);
  }, [query.data, userId]);

  const feed = query.data;
  if (alreadyShown || !feed || !feed.OnlyUnread || feed.Items.length === 0) return null;
  return <WelcomeMessagesDialog open={open} onClose={() => setOpen(false)} feed={feed} />;
}
