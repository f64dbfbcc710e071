#include "rules/fences/state.hpp"

template class rockpool::rules::Engine<rockpool::rules::fences::Position>;
