import { replyInputSchema, type ReplyFields } from '../../domain/inbox-reply';
import type { z } from 'zod';
import { noticeGroupSchema } from '../../domain/notice-input';
import { addressQuerySchema } from '../../domain/address-records';
import { contactMessageInputSchema, type ContactMessageFields } from '../../domain/contact-message';
import { hostingRequestInputSchema, type HostingRequestFields } from '../../domain/hosting-request';
import { hotelInputSchema, type HotelFields } from '../../domain/hotel';
import { fieldErrors } from '../../domain/validation';
import { seatsBackInputSchema, type SeatsBackFields } from '../../domain/seats-back';
import { subscriptionInputSchema, type SubscriptionFields } from '../../domain/subscription';
import { venueInputSchema, type VenueFields } from '../../domain/venue';
import { batchListings, venueBatchSchema } from '../../domain/venue-batch';
import { venueSelectionSchema, venueSelectionUpdateSchema } from '../../domain/venue-selection';
import { seriesScopeSchema } from '../../domain/venue-series';
import { DataError } from '../errors';
import { hotelSeatsSchema } from '../../domain/hotel-kit';

/**
 * The domain's schemas, checked before anything is written (the same ones the forms and the embedded
 * server use). Loaded with the first write only: reading a show's listings needs no zod.
 */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new DataError('invalid', 'Please check the highlighted fields.', fieldErrors(result.error));
  return result.data;
}

export const checkVenue = (input: unknown): VenueFields => checked(venueInputSchema, input);
export const checkHostingRequest = (input: unknown): HostingRequestFields =>
  checked(hostingRequestInputSchema, input);
export const checkContactMessage = (input: unknown): ContactMessageFields =>
  checked(contactMessageInputSchema, input);
export const checkVenueBatch = (input: unknown): VenueFields[] =>
  batchListings(checked(venueBatchSchema, input));
export const checkSubscription = (input: unknown): SubscriptionFields =>
  checked(subscriptionInputSchema, input);
export const checkSeatsBack = (input: unknown): SeatsBackFields => checked(seatsBackInputSchema, input);
export const checkSeriesScope = (input: unknown) => checked(seriesScopeSchema, input);
export const checkNoticeGroup = (input: unknown) => checked(noticeGroupSchema, input);
export const checkSelection = (input: unknown) => checked(venueSelectionSchema, input);
export const checkSelectionUpdate = (input: unknown) => checked(venueSelectionUpdateSchema, input);
export const checkAddress = (email: unknown): string => checked(addressQuerySchema, { email }).email;
export const checkHotel = (input: unknown): HotelFields => checked(hotelInputSchema, input);
export const checkReply = (input: unknown): ReplyFields => checked(replyInputSchema, input);
export const checkHotelSeats = (input: unknown) => checked(hotelSeatsSchema, input);
