/**
 * The speak-up domain's start-up: the outcome of an item a resident wrote about is looked for by the alerts' minute
 * scan, and a revised agenda or a cancellation closes the residents' loops in the transaction that writes it.
 * Registered after alerts, which it extends without alerts importing it (decision 155). The clerk's pause is checked
 * again by delivery just before a council message is sent.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onRecordChange } from '../meetings/record-changes.ts';
import { speakUpOnRecordChange } from './speak-up-closures.ts';
import { holdAtSendTime } from './speak-up-pause.ts';
import { scanSpeakUpOutcomes } from './speak-up-outcomes.ts';

async function speakUpDomain(app: FastifyInstance): Promise<void> {
  const { alerts } = app;
  alerts.scanSteps.push(async (now) => {
    await scanSpeakUpOutcomes(alerts.db, now, alerts.publicUrl);
  });
  // The clerk's pause is asked again when a council message reaches its send (decision 205).
  app.delivery.emailHolds.push(holdAtSendTime(app.db, () => app.clock.now()));
  const stop = onRecordChange(app.db, speakUpOnRecordChange(alerts.city.config, alerts.publicUrl));
  app.addHook('onClose', async () => stop());
}

export const speakUpPlugin = fp(speakUpDomain, { name: 'speak-up', dependencies: ['alerts'] });
