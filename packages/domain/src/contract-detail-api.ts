/** API payloads of the contract detail (issue 13): a message about a contract, which opens a process (Vorgang). */
import { z } from 'zod';

export const CONTRACT_MESSAGE_SUBJECT_MAX = 200;
export const CONTRACT_MESSAGE_TEXT_MAX = 5000;

export const ZContractMessageInput = z.object({
  Betreff: z.string().trim().min(1).max(CONTRACT_MESSAGE_SUBJECT_MAX),
  Text: z.string().trim().min(1).max(CONTRACT_MESSAGE_TEXT_MAX),
});
export type TContractMessageInput = z.infer<typeof ZContractMessageInput>;

export const ZContractMessageResult = z.object({ VorgangId: z.string() });
export type TContractMessageResult = z.infer<typeof ZContractMessageResult>;
