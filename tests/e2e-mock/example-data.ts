// The contract's example data points images at http://example.com, which
// this offline tier cannot reach: the browser's failed load of one is
// expected wherever a page shows product thumbnails or media.
export const EXAMPLE_IMAGE_UNREACHABLE = /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/;
