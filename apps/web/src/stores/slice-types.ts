/**
 * The setter a slice receives. Typed against the slice alone so slices never import the combined store type
 * (which would make them depend on each other); zustand's full-state `set` is assignable to it.
 */
export type TSliceSet<TSlice> = (partial: Partial<TSlice> | ((state: TSlice) => Partial<TSlice>)) => void;
