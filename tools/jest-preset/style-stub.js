// What a stylesheet import (`import 'ol/ol.css'`) yields under Jest: nothing; webpack bundles the real one.
module.exports = {};
