/** The needs analysis (issue 12 item 4): the start-up gate for the shell; the page is lazy with its route. */
export { NeedsAnalysisGate } from './components/needs-analysis-gate';
