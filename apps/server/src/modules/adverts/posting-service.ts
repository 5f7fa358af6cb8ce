import type { submissionSchemas } from '@zeng/contract/adverts';
import { CATEGORY_RULES, type DeviceCategory, isDevice } from '@zeng/contract/category-rules';
import type { Language, ProductCategory } from '@zeng/contract/constants';
import { BATTERY_HEALTH_MAX, conditionOfGrade, gradeOfCondition } from '@zeng/contract/device-condition';
import type { ErrorIssue, IssueCode } from '@zeng/contract/errors';
import { advertPermissions } from '@zeng/contract/permissions';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { conflict, forbidden, invalidRequest, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../auth/access-tokens.js';
import type { CatalogService } from '../catalog/service.js';
import { keyFromImageUrl, ownedImages } from '../media/uploads-repository.js';
import * as repo from './advert-repository.js';
import { createFingerprint } from './create-fingerprint.js';
import { permissionSubject, renewed, resubmitted, sold, submitted } from './lifecycle.js';
import type { Detail } from './mappers.js';
import { type GiveBack, type PostingAllowance, pendingLimit } from './posting-limits.js';
import { advertSearchText } from './search-text.js';
import { optionColumns } from './seller-options.js';
import type { AdvertsService } from './service.js';

/** A submission after the contract's schema: numbers normalised, texts trimmed. */
export type ParsedSubmission = { [C in ProductCategory]: z.output<(typeof submissionSchemas)[C]> };
/** A submission with its category: narrowing the category narrows the body. */
export type Submission = { [C in ProductCategory]: { category: C; body: ParsedSubmission[C] } }[ProductCategory];
type DeviceSubmission = Extract<Submission, { category: DeviceCategory }>;
const isDeviceSubmission = (submission: Submission): submission is DeviceSubmission => isDevice(submission.category);

/**
 * Holds the number for this transaction's advert, or refuses it when another active advert has it;
 * the lock keeps two writers of one number from both passing the check (docs/decisions/0007).
 */
async function claimSimNumber(tx: Database, number: string, now: Date, advertId?: number): Promise<void> {
  await repo.lockSimNumber(tx, number);
  if (await repo.simNumberHeld(tx, number, now, advertId)) {
    throw conflict('This number is already advertised.', 'SIM_NUMBER_TAKEN', {
      issues: [{ path: 'number', code: 'SIM_NUMBER_TAKEN' }],
    });
  }
}

/**
 * Holds the IMEI for this transaction's advert, or refuses it when another pending or shown advert has
 * it: one device is sold once at a time, under a lock as SIM numbers are (docs/decisions/0007).
 */
async function claimImei(tx: Database, imei: string, now: Date, advertId?: number): Promise<void> {
  await repo.lockImei(tx, imei);
  if (await repo.imeiHeld(tx, imei, now, advertId)) {
    throw conflict('This IMEI is already in another advert.', 'IMEI_TAKEN', {
      issues: [{ path: 'imei', code: 'IMEI_TAKEN' }],
    });
  }
}

/** A create's key sent again with another body (the IETF Idempotency-Key draft's 422). */
const keyReused = () =>
  unprocessable(
    'This Idempotency-Key was already used to create another advert from a different body. Send a new advert with a new key; the first one is among your pending adverts.',
    'IDEMPOTENCY_KEY_REUSED',
  );

/**
 * Creating, editing and renewing adverts: every rule of the form (docs/product.md) the contract's schema cannot
 * check alone (references to the catalog, image ownership, SIM uniqueness, ownership of the advert),
 * each write in one transaction, each state change through the lifecycle.
 */
export class AdvertPostingService {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
    private readonly reads: AdvertsService,
    private readonly allowance: PostingAllowance,
  ) {}

  /**
   * `id` null creates a PENDING advert; `id` set is the owner's edit, which sends it back for review.
   * A create with an `idempotencyKey` this person already used answers the advert that key made.
   */
  async save(submission: Submission, user: AuthUser, lang: Language, idempotencyKey?: string): Promise<Detail> {
    const { category, body: input } = submission;
    const key = input.id ? undefined : idempotencyKey;
    const fingerprint = key ? createFingerprint(submission) : null;
    let giveBack: GiveBack | undefined;
    const id = await inTransaction(this.db, async (tx) => {
      if (key) {
        await repo.lockIdempotencyKey(tx, user.id, key);
        const made = await repo.findByIdempotencyKey(tx, user.id, key);
        if (made) {
          // Another body under a used key is another advert: answering the first would lose it (ADR 0009).
          // Adverts made before fingerprints were kept can only be told apart by their category.
          const sameBody = made.fingerprint === null ? made.category === category : made.fingerprint === fingerprint;
          if (!sameBody) throw keyReused();
          return made.id;
        }
      }
      if (!input.id) giveBack = await this.allowNew(tx, category, user);
      const referenceIssues = this.checkReferences(submission);
      if (referenceIssues.length > 0) throw invalidRequest(referenceIssues);
      const now = this.clock.now();
      const existing = input.id ? await this.reads.findKnown(category, input.id, user, tx) : undefined;
      if (existing && !advertPermissions(user, permissionSubject(existing, now)).canEdit) {
        throw forbidden('Only the seller can edit this advert.', 'NOT_ADVERT_OWNER');
      }
      const images = 'imageUrls' in input ? await this.resolveImages(tx, input.imageUrls, user, existing?.id) : [];
      if (submission.category === 'sim') await claimSimNumber(tx, submission.body.number, now, existing?.id);
      if (isDeviceSubmission(submission) && submission.body.imei) {
        await claimImei(tx, submission.body.imei, now, existing?.id);
      }
      const columns = this.columns(submission);
      const version = existing ? resubmitted(now, existing.submittedAt) : submitted(now);
      const values = { ...columns, searchText: advertSearchText(columns, this.catalog), ...version };
      let advertId: number;
      if (existing) {
        await repo.updateAdvert(tx, existing.id, values);
        advertId = existing.id;
      } else {
        advertId = await repo.insertAdvert(tx, {
          ...values,
          category,
          userId: user.id,
          createdAt: values.submittedAt,
          idempotencyKey: key ?? null,
          idempotencyFingerprint: fingerprint,
        });
      }
      if (CATEGORY_RULES[category].photos) await repo.replaceImages(tx, advertId, images);
      return advertId;
    }).catch(async (err: unknown) => {
      // A create that did not happen spends nothing of the person's allowance.
      await giveBack?.();
      throw err;
    });
    return this.reads.view(await this.reads.findUndeleted(category, id), user, lang);
  }

  /**
   * A new advert within the account's limits (docs/decisions/0013-posting-limits.md): fewer than the
   * most pending in the category, then one of the hour's and the day's allowance. The lock keeps two
   * creates of one person from both counting the same pending adverts.
   */
  private async allowNew(tx: Database, category: ProductCategory, user: AuthUser): Promise<GiveBack> {
    await repo.lockCreatesOf(tx, user.id);
    const most = this.allowance.pendingPerCategory;
    if ((await repo.pendingCountOf(tx, user.id, category, this.clock.now())) >= most) throw pendingLimit(most);
    return this.allowance.take(user.id);
  }

  /** The owner brings an expired advert back for 30 days, without review and keeping its place. */
  async renew(category: ProductCategory, id: number, user: AuthUser, lang: Language): Promise<Detail> {
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      const row = await this.reads.findKnown(category, id, user, tx);
      const permissions = advertPermissions(user, permissionSubject(row, now));
      if (!permissions.isOwner) throw forbidden('Only the seller can renew this advert.', 'NOT_ADVERT_OWNER');
      if (!permissions.canRenew) throw conflict('Only an expired advert can be renewed.', 'ADVERT_NOT_EXPIRED');
      if (row.simNumber) await claimSimNumber(tx, row.simNumber, now, row.id);
      if (row.imei) await claimImei(tx, row.imei, now, row.id);
      await repo.updateAdvert(tx, row.id, renewed(now));
    });
    return this.reads.view(await this.reads.findUndeleted(category, id), user, lang);
  }

  /**
   * The owner marks an advert shown now sold (issue 37): it ends at once, leaves every list, and its
   * page says sold; its SIM number or IMEI is free again, as an expired advert's is.
   */
  async markSold(category: ProductCategory, id: number, user: AuthUser, lang: Language): Promise<Detail> {
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      const row = await this.reads.findKnown(category, id, user, tx);
      const permissions = advertPermissions(user, permissionSubject(row, now));
      if (!permissions.isOwner) throw forbidden('Only the seller can mark this advert sold.', 'NOT_ADVERT_OWNER');
      if (!permissions.canMarkSold) {
        throw conflict('Only an advert shown now can be marked sold.', 'ADVERT_NOT_SHOWN');
      }
      await repo.updateAdvert(tx, row.id, sold(now));
    });
    return this.reads.view(await this.reads.findUndeleted(category, id), user, lang);
  }

  /** Catalog references, in the order of the form: district, then the category's fields. */
  private checkReferences(submission: Submission): ErrorIssue[] {
    const { category } = submission;
    const issues: ErrorIssue[] = [];
    const refuse = (path: string, code: IssueCode) => issues.push({ path, code });
    if (!this.catalog.district(submission.body.districtId, 'az')) refuse('districtId', 'UNKNOWN_REFERENCE');
    if (submission.category === 'phone' || submission.category === 'tablet') {
      const device = submission.body;
      const brand = this.catalog.brand(device.brandId);
      if (!brand) refuse('brandId', 'UNKNOWN_REFERENCE');
      else if (brand.category !== CATEGORY_RULES[category].brands) refuse('brandId', 'BRAND_NOT_OF_CATEGORY');
      const model = this.catalog.model(device.modelId);
      if (!model) refuse('modelId', 'UNKNOWN_REFERENCE');
      else if (brand && model.brandId !== brand.id) refuse('modelId', 'MODEL_NOT_OF_BRAND');
      for (const [path, type] of [
        ['mainMemory', 'STORAGE'],
        ['ram', 'RAM'],
      ] as const) {
        const component = this.catalog.component(device[path].id);
        if (!component) refuse(`${path}.id`, 'UNKNOWN_REFERENCE');
        else if (component.type !== type) refuse(`${path}.id`, 'COMPONENT_NOT_OF_TYPE');
      }
    }
    if (submission.category === 'sim') {
      const providerId = submission.body.simProviderId;
      if (!this.catalog.simProvider(providerId)) refuse('simProviderId', 'UNKNOWN_REFERENCE');
      else if (!this.catalog.offersProvider(providerId)) refuse('simProviderId', 'PROVIDER_CLOSED');
      else {
        // The number's code names its operator (docs/decisions/0021): 055 is sold as Bakcell's.
        const operator = this.catalog.providerOfNumber(submission.body.number);
        if (operator && operator.id !== providerId) refuse('simProviderId', 'PROVIDER_NOT_OF_NUMBER');
      }
    }
    return issues;
  }

  /**
   * Each URL must name an image this server issued to this seller, or one already on the advert being
   * edited (the demo adverts' images included); anything else (a foreign address, another person's
   * upload, a javascript: string) is refused.
   */
  private async resolveImages(tx: Database, urls: readonly string[], user: AuthUser, advertId?: number) {
    const keys = urls.map(keyFromImageUrl);
    const current = advertId ? await repo.imagesOf(tx, advertId) : [];
    const known = new Map(current.map((image) => [image.key, image]));
    const uploaded = await ownedImages(
      tx,
      user.id,
      keys.filter((k): k is string => k !== null && !known.has(k)),
    );
    const issues: ErrorIssue[] = [];
    const seen = new Set<string>();
    const images: repo.ImageValues[] = [];
    keys.forEach((key, i) => {
      const image = key ? (known.get(key) ?? uploaded.get(key)) : undefined;
      if (!key || !image) issues.push({ path: `imageUrls.${i}`, code: 'IMAGE_NOT_OWNED' });
      else if (seen.has(key)) issues.push({ path: `imageUrls.${i}`, code: 'INVALID' });
      else {
        seen.add(key);
        images.push({ key, width: image.width, height: image.height });
      }
    });
    if (issues.length > 0) {
      throw invalidRequest(issues, issues.every((i) => i.code === 'IMAGE_NOT_OWNED') ? 'IMAGE_NOT_OWNED' : undefined);
    }
    return images;
  }

  /** The advert's own columns from a submission. */
  private columns(submission: Submission) {
    const { body } = submission;
    const common = {
      price: body.price,
      districtId: body.districtId,
      comment: body.comment,
      contactBy: body.contactBy,
      // Every category's: an edit sends them all, so one left out is no longer offered.
      ...optionColumns(body.sellerOptions),
    };
    const none = {
      brandId: null,
      modelId: null,
      color: null,
      storageId: null,
      ramId: null,
      simType: null,
      simNumber: null,
      simProviderId: null,
      name: null,
      accessoryType: null,
      condition: null,
      grade: null,
      batteryHealth: null,
      defects: [],
      accountLocked: false,
      inBox: [],
      warrantyMonths: null,
      imei: null,
      imeiRegistered: null,
    };
    switch (submission.category) {
      case 'phone':
      case 'tablet': {
        const d = submission.body;
        // The contract's schema made sure one of them is there and that they agree.
        const grade = d.grade ?? gradeOfCondition(d.condition ?? 'used');
        return {
          ...none,
          ...common,
          brandId: d.brandId,
          modelId: d.modelId,
          color: d.color,
          storageId: d.mainMemory.id,
          ramId: d.ram.id,
          simType: d.simType ?? null,
          condition: conditionOfGrade(grade),
          grade,
          // A sealed device's battery is as made: the battery filter counts it as 100 per cent.
          batteryHealth: grade === 'new_sealed' ? BATTERY_HEALTH_MAX : d.batteryHealth,
          defects: d.defects,
          accountLocked: d.accountLocked,
          inBox: d.inBox,
          warrantyMonths: d.warrantyMonths,
          imei: d.imei,
          imeiRegistered: d.imeiRegistered,
        };
      }
      case 'sim': {
        const s = submission.body;
        return {
          ...none,
          ...common,
          simNumber: s.number,
          simProviderId: s.simProviderId,
        };
      }
      case 'accessory': {
        const a = submission.body;
        return {
          ...none,
          ...common,
          name: a.name,
          accessoryType: a.type,
          condition: a.condition,
        };
      }
    }
  }
}
