// What an image or font import yields under Jest: a name, as webpack's asset modules yield a URL.
module.exports = 'test-file-stub';
