import { plannerText } from '@/content/planner';
import type { DirectionCheck, DirectionLimits, Verdict } from './link-budget';
import type { Remedy } from './plan';

/**
 * The PON verdict in words, from the figures that decided it: which
 * direction limits the link, the products at its two ends with their own
 * figures, and what the link needs. Where an end has no published figures
 * the sentence gives the class range the planner used instead.
 */

/** A phrase as a table cell starts it. */
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a direction allows at most, with its working: the two ends' figures, or the class range used for want of them. */
export function budgetWorking(limits: DirectionLimits): string {
  const { sender, receiver } = limits;
  if (limits.basis.max === 'optics') return plannerText.budgetWorking(sender.name, sender.transmitDbm!.min, receiver.name, receiver.sensitivityDbm!, limits.maxDb);
  const names = [sender.classRange?.name, receiver.classRange?.name].filter((n): n is string => Boolean(n));
  return plannerText.classWorking([...new Set(names)], limits.minDb, limits.maxDb);
}

/** What a direction needs at least, with its working. */
export function overloadWorking(limits: DirectionLimits): string {
  const { sender, receiver } = limits;
  if (limits.basis.min === 'optics') return plannerText.overloadWorking(capital(sender.name), sender.transmitDbm!.max, receiver.name, receiver.overloadDbm!, limits.minDb);
  const names = [sender.classRange?.name, receiver.classRange?.name].filter((n): n is string => Boolean(n));
  return capital(plannerText.classWorking([...new Set(names)], limits.minDb, limits.maxDb));
}

const directionWord = (check: DirectionCheck) => plannerText.directions[check.limits.direction];

/** The verdict's heading and its sentence. */
export function verdictWords(verdict: Verdict, distanceKm: number): { heading: string; detail: string } {
  switch (verdict.kind) {
    case 'fits':
      return {
        heading: plannerText.verdict.fits,
        detail: plannerText.verdict.fitsDetail(directionWord(verdict.limiting), budgetWorking(verdict.limiting.limits), verdict.limiting.budget.totalDb, verdict.headroomDb),
      };
    case 'does-not-fit':
      return {
        heading: plannerText.verdict.doesNotFit,
        detail: plannerText.verdict.doesNotFitDetail(directionWord(verdict.limiting), budgetWorking(verdict.limiting.limits), verdict.limiting.budget.totalDb),
      };
    case 'beyond-reach':
      return { heading: plannerText.verdict.doesNotFit, detail: plannerText.verdict.beyondReach(distanceKm, verdict.reachKm, verdict.ratedBy) };
    case 'too-little-loss': {
      const detail = plannerText.verdict.tooLittleLossDetail(directionWord(verdict.limiting), overloadWorking(verdict.limiting.limits), verdict.limiting.budget.leastDb, verdict.attenuatorDb);
      return {
        heading: plannerText.verdict.tooLittleLoss,
        detail: verdict.attenuatorFits ? detail : `${detail} ${plannerText.verdict.attenuatorTooMuch(verdict.attenuatorDb)}`,
      };
    }
  }
}

/** A change that would make the link fit, as its button reads, and the plan it applies. */
export function remedyWords(remedy: Remedy): { label: string; change: Partial<Record<'olt' | 'ont' | 'split' | 'split2' | 'km', string>> } {
  switch (remedy.kind) {
    case 'optics':
      return { label: plannerText.remedies.optics(plannerText.moduleLabel(remedy.olt), remedy.headroomDb), change: { olt: remedy.olt } };
    case 'ont':
      return { label: plannerText.remedies.ont(remedy.name, remedy.headroomDb), change: { ont: remedy.ont } };
    case 'split':
      return { label: plannerText.remedies.split(remedy.ratio, remedy.ports), change: { split: String(remedy.ratio), split2: '' } };
    case 'reach':
      return { label: plannerText.remedies.reach(remedy.km), change: { km: String(remedy.km) } };
  }
}
