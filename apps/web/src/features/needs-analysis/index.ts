/** The needs analysis (issue 12 item 4): the start-up gate for the shell; the page is lazy with its route. */
import { createElement, lazy, Suspense } from 'react';
import { offersNeedsAnalysis } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../session';

const NeedsAnalysisCheck = lazy(() => import('./components/needs-analysis-check').then((m) => ({ default: m.NeedsAnalysisCheck })));

/**
 * Spec 001 §4: only where the licence offers and enforces the needs analysis to this (writing) member is it asked
 * for at start-up; the check's code loads only then, so the shell's entry carries this test alone.
 */
export function NeedsAnalysisGate() {
  const { userInit } = useActiveSession();
  const applies = offersNeedsAnalysis(permissionContextOf(userInit)) && userInit.Features.NeedsAnalysisEnforced && !userInit.ReadOnly;
  return applies ? createElement(Suspense, { fallback: null }, createElement(NeedsAnalysisCheck)) : null;
}
