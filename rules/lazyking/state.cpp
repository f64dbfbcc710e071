#include "rules/lazyking/state.hpp"

template class rockpool::rules::Engine<rockpool::rules::lazyking::Position>;
