import type { CallOptions, Transport } from '@connectrpc/connect';
import type { AddressExtractedFields, IdExtractedFields } from '@foundly/proto';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useAdvance } from '../../questionnaire/step-context.js';
import { useSaveSpanishAnswers, type QuestionnaireUpdate } from './use-save-spanish-answers.js';
import { validateUpdate } from '../form/validate-update.js';
import { withoutInvalidFields } from '../ocr/without-invalid-fields.js';
import { rpc } from '../../../app/rpc/methods.js';
import { callRpc } from '../../../app/rpc/query.js';
import { useRpcTransport } from '../../../app/rpc/rpc-context.js';

/** What each OCR reads from one document: IdOcr, PoaOcr, IbanOcr (spec 02 §7). */
export interface OcrResults {
  id: IdExtractedFields;
  poa: AddressExtractedFields;
  iban: string;
}

export type OcrKind = keyof OcrResults;

/** What was read from each document, in the order given; undefined where reading failed. */
export type OcrReadings<K extends OcrKind> = readonly (OcrResults[K] | undefined)[];

/**
 * How long the founder waits on the analysing screen at most. Whatever is not
 * read by then is typed on the review step: a slow OCR must not hold up the
 * questionnaire, and the server stops reading once the deadline has passed.
 */
export const OCR_DEADLINE_MS = 15_000;

type Reader<K extends OcrKind> = (
  transport: Transport,
  documentId: string,
  options: CallOptions,
) => Promise<OcrResults[K] | undefined>;

const READERS: { [K in OcrKind]: Reader<K> } = {
  id: async (transport, documentId, options) =>
    (await callRpc(transport, rpc.OcrService.idOcr, { documentId }, options)).extractedFields,
  poa: async (transport, documentId, options) =>
    (await callRpc(transport, rpc.OcrService.poaOcr, { documentId }, options)).extractedFields,
  iban: async (transport, documentId, options) =>
    (await callRpc(transport, rpc.OcrService.ibanOcr, { documentId }, options)).iban || undefined,
};

/** The reading in progress: its documents, and how to stop it. */
interface Reading {
  key: string;
  controller: AbortController;
  abortTimer?: ReturnType<typeof setTimeout>;
}

export interface RunOcrOptions<K extends OcrKind> {
  kind: K;
  /** The documents to read, e.g. the front and back of a DNI. */
  documentIds: readonly string[];
  /** The answers to save from the readings; undefined to save nothing. */
  toUpdate: (readings: OcrReadings<K>) => QuestionnaireUpdate | undefined;
}

/**
 * Reads the documents once, all at the same time (one request per document,
 * also in StrictMode), saves what was read with UpdateQuestionnaire, then
 * moves on to the next step of the funnel; leaving the screen stops reading. A failed
 * reading or save is only logged (spec 02 §8): the founder goes on to the
 * review step and types what is missing. Returns, per document, whether its
 * reading is over.
 */
export function useRunOcr<K extends OcrKind>({
  kind,
  documentIds,
  toUpdate,
}: RunOcrOptions<K>): readonly boolean[] {
  const transport = useRpcTransport();
  const { data } = useCurrentOrder();
  const { save } = useSaveSpanishAnswers(data?.order?.id ?? '');
  const advance = useAdvance();
  const [finished, setFinished] = useState<readonly boolean[]>(() => documentIds.map(() => false));
  const key = documentIds.join(' ');

  const saveReadings = useEffectEvent(async (readings: OcrReadings<K>) => {
    const update = toUpdate(readings);
    if (update) {
      try {
        const response = await save(withoutInvalidFields(update, await validateUpdate(update)));
        if (response.progress) return response.progress;
      } catch (error) {
        console.warn('Saving what OCR read failed', error);
      }
    }
    return data?.progress && data.progress;
  });

  const run = useEffectEvent(async (signal: AbortSignal) => {
    const read = READERS[kind] as Reader<K>;
    const readings = await Promise.all(
      documentIds.map(async (documentId, index) => {
        try {
          return await read(transport, documentId, { signal, timeoutMs: OCR_DEADLINE_MS });
        } catch (error) {
          if (!signal.aborted) console.warn(`OCR of document ${documentId} failed`, error);
          return undefined;
        } finally {
          if (!signal.aborted) {
            setFinished((current) => current.map((done, at) => done || at === index));
          }
        }
      }),
    );
    if (signal.aborted) return;
    const progress = await saveReadings(readings);
    if (!signal.aborted && progress) await advance(progress);
  });

  const reading = useRef<Reading>(undefined);
  useEffect(() => {
    let current = reading.current;
    if (current?.key === key) {
      clearTimeout(current.abortTimer);
    } else {
      current?.controller.abort();
      current = { key, controller: new AbortController() };
      reading.current = current;
      void run(current.controller.signal);
    }
    const started = current;
    // StrictMode (development) sets the effect up, tears it down and sets it up
    // again at once: the reading is stopped only if no set-up follows, so that
    // each document is sent once.
    return () => {
      started.abortTimer = setTimeout(() => started.controller.abort());
    };
  }, [key]);

  return finished;
}
